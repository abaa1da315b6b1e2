/** antd's static feedback, configured with the app's locale and theme by `configureStaticFeedback` (main.tsx). */
export { message, Modal, notification } from 'antd';
