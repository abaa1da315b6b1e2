export { loadDictionary, refreshDictionary, useDictionaryLoader } from './api/load-dictionary';
export { useDictionary } from './model/dictionary-store';
export {
  dictName,
  dictBadge,
  dictOptions,
  dictEntry,
  dictValueList,
  badgeLook,
  type DictEntry,
  type DictTree,
  type DictValue,
  type DictBadgeView,
  type DictBadgeStatus,
  type DictOption,
} from './model/dictionary-tree';
export { DICT_MESSAGES, TAG_LIST_MAX } from './config/dictionary';
export { DictBadge, type DictBadgeProps } from './ui/DictBadge';
export { DictTags, type DictTagsProps } from './ui/DictTags';
