/** The 新产品开发 menu's screens the workbench leads to (the server's route table, product.md §2.2). */
export const NPD_ROUTES = {
  projectList: '/NPDProject/ProjectExecution/ProjectList',
  myTask: '/NPDProject/ProjectExecution/MyTask',
  myRio: '/NPDProject/ProjectExecution/MyRio',
  roadMap: '/NPDProject/ProjectExecution/RoadMap',
  docApproval: '/NPDProject/ProjectCollaboration/DocApproval',
} as const;
