import { Col, Row } from 'antd';
import { useSysUserOwnInfo } from '@/shared/api';
import { AvatarUpload } from './AvatarUpload';
import { BaseInfoForm } from './BaseInfoForm';
import { SectionQuery } from './SectionQuery';

export function BaseSettings() {
  const profile = useSysUserOwnInfo();
  return (
    <SectionQuery query={profile}>
      {(data) => (
        <Row gutter={[48, 24]}>
          <Col xs={24} md={14} xl={12}>
            <BaseInfoForm profile={data} />
          </Col>
          <Col xs={24} md={10} xl={12}>
            <AvatarUpload avatar={data.avatar} name={data.name} />
          </Col>
        </Row>
      )}
    </SectionQuery>
  );
}
