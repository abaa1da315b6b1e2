import { ConfigProvider, message, Modal, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';

// Static feedback renders outside the React tree: give it the same locale as the app.
ConfigProvider.config({ holderRender: (children) => <ConfigProvider locale={zhCN}>{children}</ConfigProvider> });

export { message, Modal, notification };
