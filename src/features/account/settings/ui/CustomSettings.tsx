import { Col, Row } from 'antd';
import { useSysUserOwnCustomSetting } from '@/shared/api';
import { CustomSettingForm } from './CustomSettingForm';
import { SectionQuery } from './SectionQuery';

export function CustomSettings() {
  const setting = useSysUserOwnCustomSetting();
  return (
    <SectionQuery query={setting}>
      {(data) => (
        <Row>
          <Col xs={24} md={16} xl={12}>
            <CustomSettingForm setting={data} onSaved={() => void setting.refetch()} />
          </Col>
        </Row>
      )}
    </SectionQuery>
  );
}
