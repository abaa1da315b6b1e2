import { Button, Typography } from 'antd';
import { useState } from 'react';
import { dictName, useDictionary } from '@/entities/dictionary';
import { ApprovalFlow } from '@/shared/ui/approval-flow';
import { AuditStamp, DetailList } from '@/shared/ui/detail-list';
import { FileViewer, type ViewedFile } from '@/shared/ui/file-viewer';
import { CORP_REG_DICT, type CorpReg } from '../model/corp-reg-status';
import { StatusBadge } from './StatusBadge';

/** A registration read-only: the enterprise, address and contact, the licence, the audit, and its approval flow. */
export function CorpRegDetailBody({ reg, columns = 2 }: { reg: CorpReg; columns?: 2 | 3 }) {
  const dictionary = useDictionary();
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const licence = reg.licenceUrl;
  return (
    <>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, marginBottom: 16 }}>
        <DetailList
          title="企业信息"
          columns={columns}
          items={[
            { label: '企业名称', value: reg.corpName },
            { label: '企业简称', value: reg.corpAlias },
            { label: '统一社会信用代码', value: reg.uscc },
            { label: '法定代表人', value: reg.legalPerson },
            { label: '注册资本', value: reg.regCapital },
            { label: '成立日期', value: reg.establishDate },
            { label: '企业规模', value: reg.scale ? dictName(dictionary, CORP_REG_DICT.scale, reg.scale) : null },
            { label: '所属行业', value: reg.industry },
            { label: '经营范围', value: reg.businessScope, span: columns },
          ]}
        />
        <DetailList
          title="地址与联系人"
          columns={columns}
          items={[
            { label: '所在地区', value: [reg.province, reg.city, reg.district].filter(Boolean).join(' / ') },
            { label: '详细地址', value: reg.address },
            { label: '联系人', value: reg.contactName },
            { label: '联系人手机号', value: reg.contactPhone },
            { label: '联系邮箱', value: reg.email },
          ]}
        />
        <DetailList
          title="审核"
          columns={columns}
          items={[
            { label: '状态', value: <StatusBadge status={reg.status} /> },
            { label: '提交时间', value: reg.submitTime },
            { label: '审核人', value: reg.auditAccount },
            { label: '审核时间', value: reg.auditTime },
            { label: '审核意见', value: reg.auditRemark, span: columns },
          ]}
        />
      </div>
      <Typography.Title level={5}>营业执照</Typography.Title>
      {licence ? (
        <Button
          type="link"
          style={{ height: 'auto', padding: 0 }}
          onClick={() => setViewed({ kind: 'image', path: licence, name: `营业执照-${reg.corpName}` })}
          aria-label="查看营业执照"
        >
          <img
            src={licence}
            alt={`营业执照-${reg.corpName}`}
            style={{ display: 'block', width: 150, border: '1px solid #f0f0f0', borderRadius: 4 }}
          />
        </Button>
      ) : (
        <Typography.Text type="secondary">未上传</Typography.Text>
      )}
      {reg.flowNodes && reg.flowNodes.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            审批流程
          </Typography.Title>
          <ApprovalFlow nodes={reg.flowNodes} />
        </>
      )}
      <div style={{ marginTop: 16 }}>
        <AuditStamp record={reg} columns={columns === 3 ? 4 : 2} />
      </div>
      <FileViewer file={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
