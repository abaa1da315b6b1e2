export { WorkbenchPage } from './ui/WorkbenchPage';
export { MyTaskListPage } from './ui/MyTaskListPage';
export { MyRioListPage } from './ui/MyRioListPage';
export { RoadMapPage } from './ui/RoadMapPage';
