/** product.md §8 dictionary texts. */
export const DICT_MESSAGES = {
  /** No dictionary is cached: it comes with the login. */
  noDictionary: '需重新登录',
  unknownType: '无此字典',
  /** A badge whose value is not in its dictionary. */
  unknownEntry: '未知字典',
} as const;

/** Tag lists show at most this many tags, the rest in a '+N...' popover (product.md §5, §9). */
export const TAG_LIST_MAX = 3;
