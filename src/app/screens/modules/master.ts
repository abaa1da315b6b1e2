import type { ModuleScreens } from '../screen-loader';

/** 主数据 (scm): materials, storage, customers and suppliers, v1 master data. */
export const masterScreens = {
  'scm.mdGroup': () => import('@/features/master/legacy-groups').then((m) => ({ Component: m.GroupListPage })),
  'scm.mdHouse': () => import('@/features/master/legacy-houses').then((m) => ({ Component: m.HouseListPage })),
  'scm.mdSupplierConfig': () => import('@/features/master/partners').then((m) => ({ Component: m.SupplierConfigPage })),
  'scm.mdMaterialMgmt': () =>
    import('@/features/master/legacy-materials').then((m) => ({ Component: m.LegacyMaterialListPage })),
  'scm.mdMaterialSupplier': () =>
    import('@/features/master/material-suppliers').then((m) => ({ Component: m.MaterialSupplierListPage })),
  'scm.mdArea': () => import('@/features/master/legacy-areas').then((m) => ({ Component: m.AreaListPage })),
  'scm.mdLocation': () => import('@/features/master/legacy-locations').then((m) => ({ Component: m.LocationListPage })),
  'scm.cdMaterial': () => import('@/features/master/materials').then((m) => ({ Component: m.MaterialListPage })),
  'scm.cdMaterialDetail': () =>
    import('@/features/master/materials').then((m) => ({ Component: m.MaterialDetailPage })),
  'scm.cdMaterialType': () => import('@/features/master/material-types').then((m) => ({ Component: m.TypeListPage })),
  'scm.cdMaterialGroup': () =>
    import('@/features/master/material-groups').then((m) => ({ Component: m.GroupListPage })),
  'scm.cdUom': () => import('@/features/master/units').then((m) => ({ Component: m.UomListPage })),
  'scm.wipMaterial': () => import('@/features/master/wip-materials').then((m) => ({ Component: m.WipListPage })),
  'scm.cdArea': () => import('@/features/master/storage-areas').then((m) => ({ Component: m.AreaListPage })),
  'scm.cdLocation': () =>
    import('@/features/master/storage-locations').then((m) => ({ Component: m.LocationListPage })),
  'scm.cdWarehouse': () => import('@/features/master/warehouses').then((m) => ({ Component: m.WarehouseListPage })),
  'scm.cdFixedPosition': () =>
    import('@/features/master/fixed-positions').then((m) => ({ Component: m.PositionListPage })),
  'scm.cdFifoDisable': () => import('@/features/master/fifo-disable').then((m) => ({ Component: m.FifoListPage })),
  'scm.mdCustomer': () => import('@/features/master/partners').then((m) => ({ Component: m.CustomerListPage })),
  'scm.mdSupplier': () => import('@/features/master/partners').then((m) => ({ Component: m.SupplierListPage })),
} satisfies ModuleScreens;
