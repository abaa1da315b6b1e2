import { Card } from 'antd';
import { Tabs } from '@/shared/ui/tabs';
import { PrinterListPage } from './PrinterListPage';
import { TemplateListPage } from './TemplateListPage';

/** 打印配置: the printers, and the print templates of each business document. */
export function PrintPage() {
  return (
    <Card>
      <Tabs
        items={[
          { key: 'printers', label: '打印机', children: <PrinterListPage /> },
          { key: 'templates', label: '打印模板', children: <TemplateListPage /> },
        ]}
      />
    </Card>
  );
}
