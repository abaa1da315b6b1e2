import { TagList, type TagItem } from '@/shared/ui/tag-list';
import { TAG_LIST_MAX } from '../config/dictionary';
import { useDictionary } from '../model/dictionary-store';
import { badgeLook, dictEntry, dictName, dictValueList, type DictTree, type DictValue } from '../model/dictionary-tree';

export interface DictTagsProps {
  /** Dictionary type code, e.g. material_traceability. */
  type: string;
  /** The values, as a list or joined by commas. */
  values: readonly DictValue[] | string | null | undefined;
  /** Tags shown before the rest go into the '+N...' popover (product.md §5: 3). */
  max?: number;
}

/** A tag takes its entry's badge as colour; an entry without one (or an unlisted value) gets a plain tag. */
function entryTag(tree: DictTree | undefined, type: string, value: string, index: number): TagItem {
  const badge = dictEntry(tree, type, value)?.badge;
  const look = badge ? badgeLook(badge) : {};
  return { key: `${index}-${value}`, label: dictName(tree, type, value), color: look.status ?? look.color };
}

/** A tag list fed by the dictionary: at most `max` tags, the others in a popover behind '+N...'. */
export function DictTags({ type, values, max = TAG_LIST_MAX }: DictTagsProps) {
  const tree = useDictionary();
  return <TagList items={dictValueList(values).map((value, index) => entryTag(tree, type, value, index))} max={max} />;
}
