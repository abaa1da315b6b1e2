import { Alert, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { stOpeningGoLive } from '@/shared/api';
import { DATE_FORMAT } from '@/shared/config';
import { formatDate } from '@/shared/lib/format';
import { useSave } from '@/shared/ui/form';
import { goLiveConsequence, goLiveProblem, type OpeningHouse } from '../model/opening-house';

/**
 * 上线 (stOpeningGoLive): what it does said first, then the date; refused while opening documents are unposted or
 * for a past date, and a server refusal (1018042) kept in the dialog.
 */
export function GoLiveDialog({
  house,
  onClose,
  onDone,
}: {
  house: OpeningHouse;
  onClose: () => void;
  onDone: () => void;
}) {
  const today = formatDate(new Date());
  const [liveDate, setLiveDate] = useState<string | undefined>(house.plannedLiveDate ?? today);
  const [tried, setTried] = useState(false);
  const problem = goLiveProblem(house, liveDate, today);
  const { saving, failure, save } = useSave(
    () => stOpeningGoLive({ body: { houseId: house.houseId, liveDate: liveDate ?? '' } }, { quiet: true }),
    { done: `${house.houseName} 已上线，期初库存已锁定` },
  );
  const confirm = () => {
    setTried(true);
    if (!problem) void save().then((saved) => saved && onDone());
  };
  return (
    <Modal
      open
      title={`上线：${house.houseCode} ${house.houseName}`}
      okText="确认上线"
      okButtonProps={{ danger: true, loading: saving }}
      onOk={confirm}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={goLiveConsequence(house)} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item
          label="上线日期"
          htmlFor="st-golive-date"
          required
          validateStatus={tried && problem ? 'error' : undefined}
          help={tried ? problem : undefined}
        >
          <DatePicker
            id="st-golive-date"
            value={liveDate ? dayjs(liveDate, DATE_FORMAT.date) : null}
            format={DATE_FORMAT.date}
            onChange={(value) => setLiveDate(value ? value.format(DATE_FORMAT.date) : undefined)}
          />
        </Form.Item>
      </Form>
      {house.postedCount > 0 && (
        <Typography.Paragraph type="secondary">
          已过账的期初单 {house.postedCount} 张将随上线锁定。
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
