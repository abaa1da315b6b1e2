import { useQuery } from '@tanstack/react-query';
import { Checkbox, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import type { MaterialRow } from '@/entities/material';
import { cdUomListQueryOptions } from '@/shared/api';
import { quantityProblem, type LineDraft } from '../model/bom-tree';

type NewLine = Omit<LineDraft, 'parentKey'>;

export interface AddLinesDialogProps {
  /** '控制板 PCBA' — the node the lines go under. */
  parentName: string;
  materials: MaterialRow[];
  firstKey: number;
  onCancel: () => void;
  onOk: (lines: NewLine[]) => void;
}

/** After the material selector: each picked material's quantity (with its unit's decimals), loss rate and key flag. */
export function AddLinesDialog({ parentName, materials, firstKey, onCancel, onOk }: AddLinesDialogProps) {
  const units = useQuery(cdUomListQueryOptions({ body: { status: '0' } }));
  const uomOf = new Map(materials.map((m) => [m.id, m.uomId]));
  const precisionOf = (materialId: string) => units.data?.find((u) => u.id === uomOf.get(materialId))?.precision ?? 0;
  const [lines, setLines] = useState<NewLine[]>(() =>
    materials.map((m, i) => ({
      key: `new-${firstKey + i}`,
      materialId: m.id,
      materialCode: m.code,
      materialName: m.name,
      specification: m.specification ?? null,
      uomName: m.uomName ?? '',
      uomPrecision: 0,
      quantity: 1,
      lossRate: 0,
      keyPart: false,
      processId: null,
      processName: null,
      positions: null,
    })),
  );
  const [checked, setChecked] = useState(false);
  // The unit's decimals arrive with the unit list; until then a line keeps 0.
  const withPrecision = lines.map((l) => ({ ...l, uomPrecision: precisionOf(l.materialId) }));
  const problems = withPrecision.map((l) => quantityProblem(l.quantity, l.uomPrecision, l.uomName));
  const patch = (key: string, change: Partial<NewLine>) =>
    setLines(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <Modal
      open
      title={`添加子件到：${parentName}`}
      width={880}
      okText="加入 BOM"
      okButtonProps={{ disabled: units.isPending }}
      onCancel={onCancel}
      onOk={() => (problems.some(Boolean) ? setChecked(true) : onOk(withPrecision))}
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">
        用量按父项的基本数量计；小数位数取物料计量单位的精度。
      </Typography.Paragraph>
      <Table<NewLine>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={withPrecision}
        columns={[
          { key: 'code', title: '物料编码', dataIndex: 'materialCode', width: 140 },
          { key: 'name', title: '名称', dataIndex: 'materialName', width: 120 },
          { key: 'uom', title: '单位', dataIndex: 'uomName', width: 60 },
          {
            key: 'quantity',
            title: '用量',
            width: 200,
            render: (_v, l, i) => (
              <>
                <InputNumber
                  aria-label={`${l.materialCode} 用量`}
                  value={l.quantity}
                  min={0}
                  step={l.uomPrecision === 0 ? 1 : 10 ** -l.uomPrecision}
                  status={checked && problems[i] ? 'error' : undefined}
                  onChange={(quantity) => patch(l.key, { quantity: quantity ?? 0 })}
                  style={{ width: '100%' }}
                />
                {checked && problems[i] && <Typography.Text type="danger">{problems[i]}</Typography.Text>}
              </>
            ),
          },
          {
            key: 'loss',
            title: '损耗率 %',
            width: 110,
            render: (_v, l) => (
              <InputNumber
                aria-label={`${l.materialCode} 损耗率`}
                value={l.lossRate}
                min={0}
                max={100}
                precision={2}
                onChange={(lossRate) => patch(l.key, { lossRate: lossRate ?? 0 })}
              />
            ),
          },
          {
            key: 'key',
            title: '关键件',
            width: 70,
            align: 'center',
            render: (_v, l) => (
              <Checkbox
                aria-label={`${l.materialCode} 是否关键件`}
                checked={l.keyPart}
                onChange={(e) => patch(l.key, { keyPart: e.target.checked })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
