import { Checkbox, Flex, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { ProcessSelect } from '@/entities/mes/mfg-process';
import { quantityProblem, type LineDraft } from '../model/bom-tree';

export interface EditLineDialogProps {
  line: LineDraft;
  onCancel: () => void;
  onOk: (line: LineDraft) => void;
}

/** 编辑 a BOM line: quantity (its unit's decimals), loss rate, key part, the consuming process and the positions. */
export function EditLineDialog({ line, onCancel, onOk }: EditLineDialogProps) {
  const [draft, setDraft] = useState(line);
  const [processLabel, setProcessLabel] = useState(line.processName);
  const [checked, setChecked] = useState(false);
  const problem = quantityProblem(draft.quantity, draft.uomPrecision, draft.uomName);
  const set = (change: Partial<LineDraft>) => setDraft({ ...draft, ...change });
  return (
    <Modal
      open
      title={`编辑 BOM 行：${line.materialCode} ${line.materialName}`}
      width={600}
      onCancel={onCancel}
      onOk={() => (problem ? setChecked(true) : onOk({ ...draft, processName: processLabel }))}
      mask={{ closable: false }}
    >
      <Form layout="vertical">
        <Flex gap={12}>
          <Form.Item
            label={`用量（${line.uomName}）`}
            htmlFor="bom-line-qty"
            required
            validateStatus={checked && problem ? 'error' : undefined}
            help={checked ? problem : undefined}
            style={{ flex: 1 }}
          >
            <InputNumber
              id="bom-line-qty"
              value={draft.quantity}
              min={0}
              onChange={(quantity) => set({ quantity: quantity ?? 0 })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label="损耗率 %" htmlFor="bom-line-loss" style={{ flex: 1 }}>
            <InputNumber
              id="bom-line-loss"
              value={draft.lossRate}
              min={0}
              max={100}
              precision={2}
              onChange={(lossRate) => set({ lossRate: lossRate ?? 0 })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="工序" htmlFor="bom-line-process">
          <ProcessSelect
            id="bom-line-process"
            value={draft.processId}
            onChange={(processId, label) => (set({ processId }), setProcessLabel(label))}
            placeholder="消耗该物料的工序"
          />
        </Form.Item>
        <Form.Item label="位号" htmlFor="bom-line-positions">
          <Input
            id="bom-line-positions"
            maxLength={500}
            value={draft.positions ?? ''}
            placeholder="PCBA 元件的位号，如 R1-R24"
            onChange={(e) => set({ positions: e.target.value.trim() || null })}
          />
        </Form.Item>
        <Checkbox checked={draft.keyPart} onChange={(e) => set({ keyPart: e.target.checked })}>
          关键件
        </Checkbox>
      </Form>
    </Modal>
  );
}
