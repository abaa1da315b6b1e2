import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Flex, Progress, Row, Skeleton, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { sysServerInfoQueryOptions, type SysServerInfoData } from '@/shared/api';
import { userMessageOf } from '@/shared/lib/errors';
import { Chart } from '@/shared/ui/chart';
import { gaugeOption, gigabytes, historyOption, loadColor } from '../model/server-charts';
import { usePollWhileShown } from '@/shared/lib/poll-while-shown';

/** How often the figures refresh while the page is shown; a hidden browser tab or workspace tab pauses it. */
const REFRESH_MS = 5000;

type Disk = SysServerInfoData['disks'][number];

/** 服务监控 (issue 16): the application server's CPU, memory, JVM and disks, refreshed every few seconds while seen. */
export function ServerMonitorPage() {
  const info = useQuery({
    ...sysServerInfoQueryOptions(),
    refetchInterval: usePollWhileShown(REFRESH_MS),
    refetchIntervalInBackground: false,
  });
  const data = info.data;
  const history = useMemo(() => (data ? historyOption(data.history) : undefined), [data]);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!data) return <Alert type="error" showIcon title={`获取服务器信息失败：${userMessageOf(info.error)}`} />;
  const gauges = [
    {
      key: 'cpu',
      title: 'CPU 使用率',
      percent: data.cpu.usedPercent,
      lines: [`${data.cpu.cores} 核 · 系统 ${data.cpu.sysPercent}% · 用户 ${data.cpu.userPercent}%`, data.cpu.model],
    },
    {
      key: 'memory',
      title: '内存使用率',
      percent: data.memory.usedPercent,
      lines: [`已用 ${gigabytes(data.memory.usedBytes)} / 共 ${gigabytes(data.memory.totalBytes)}`],
    },
    {
      key: 'jvm',
      title: 'JVM 堆使用率',
      percent: data.jvm.heapUsedPercent,
      lines: [
        `已用 ${gigabytes(data.jvm.heapUsedBytes)} / 最大 ${gigabytes(data.jvm.heapMaxBytes)}`,
        `${data.jvm.threads} 个线程`,
      ],
    },
  ];
  return (
    <Flex vertical gap={16}>
      {info.isError && (
        <Alert
          type="warning"
          showIcon
          title={`刷新失败，显示的是 ${data.sampledAt} 的数据：${userMessageOf(info.error)}`}
        />
      )}
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          items={[
            { key: 'host', label: '主机', children: `${data.os.hostName}（${data.os.ip}）` },
            { key: 'os', label: '操作系统', children: `${data.os.name} ${data.os.arch}` },
            {
              key: 'jvm',
              label: 'JVM',
              children: `${data.jvm.name} ${data.jvm.version}，启动于 ${data.jvm.startTime}`,
            },
            { key: 'uptime', label: '已运行', children: data.os.uptime },
          ]}
        />
        <Typography.Text type="secondary">每 5 秒刷新 · 采样时间 {data.sampledAt}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        {gauges.map((gauge) => (
          <Col key={gauge.key} xs={24} md={8}>
            <Card size="small" title={gauge.title}>
              <Chart
                option={gaugeOption(gauge.title, gauge.percent)}
                height={180}
                label={`${gauge.title} ${gauge.percent}%`}
              />
              {gauge.lines.map((line) => (
                <Typography.Paragraph
                  key={line}
                  type="secondary"
                  style={{ margin: 0, textAlign: 'center' }}
                  ellipsis={{ tooltip: line }}
                >
                  {line}
                </Typography.Paragraph>
              ))}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title="最近 10 分钟">
        {history && <Chart option={history} height={240} label="最近 10 分钟的 CPU 与内存使用率" />}
      </Card>
      <Card size="small" title="磁盘">
        <Table<Disk>
          size="small"
          rowKey="mount"
          pagination={false}
          dataSource={data.disks}
          columns={[
            { dataIndex: 'mount', title: '挂载点' },
            { dataIndex: 'fsType', title: '文件系统' },
            { dataIndex: 'totalBytes', title: '总容量', align: 'right', render: (bytes: number) => gigabytes(bytes) },
            { dataIndex: 'usedBytes', title: '已用', align: 'right', render: (bytes: number) => gigabytes(bytes) },
            {
              dataIndex: 'usedPercent',
              title: '使用率',
              width: 260,
              render: (percent: number, disk) => (
                <Progress
                  percent={percent}
                  strokeColor={loadColor(percent)}
                  size="small"
                  aria-label={`${disk.mount} 使用率`}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
