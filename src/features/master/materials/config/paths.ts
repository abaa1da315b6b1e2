/** The material detail route of the server's menu (a hidden type-4 record); the material is `?id=`. */
export const MATERIAL_DETAIL_PATH = '/master/materialMgmt/material/cdMaterial/materialDetail';
