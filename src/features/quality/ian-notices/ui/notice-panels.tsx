import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { qmIanNoticeHandle } from '@/shared/api';
import { closeAndRefetch, type RowPanelProps } from '@/shared/ui/crud-screen';
import { ReasonDialog } from '@/shared/ui/reason-field';
import type { IanNoticeRow } from '../model/notice-states';
import { useOpenNotice } from './use-open-notice';

type Panel = RowPanelProps<IanNoticeRow>;

/** 打开: marks the notice read and goes to its IQC; it shows nothing of its own. */
export function OpenPanel({ row, onClose }: Panel) {
  const open = useOpenNotice();
  // Once per opening (StrictMode runs an effect twice).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open(row).finally(onClose);
  }, [open, row, onClose]);
  return null;
}

/** 处理 by hand: a duplicate or cancelled arrival, with what was done (a judged lot's notice is handled by itself). */
export function HandlePanel(props: Panel) {
  const { row, onClose } = props;
  return (
    <ReasonDialog
      title={`处理通知：${row.noticeNo}`}
      verb="处理"
      label="处理说明"
      danger={false}
      id="notice-handle-note"
      intro={
        <Typography.Text>
          报检单 {row.applyNo}（{row.materialCode} {row.materialName}，批次 {row.batchNo}
          ）的通知标记为已处理：适用于重复或作废的到货； 判定后的通知会自动处理。
        </Typography.Text>
      }
      run={(remark, options) => qmIanNoticeHandle({ body: { ids: [row.id], remark } }, options)}
      done={`已处理通知 ${row.noticeNo}`}
      onClose={onClose}
      onDone={closeAndRefetch(props)}
    />
  );
}
