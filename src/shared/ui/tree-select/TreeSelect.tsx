import { TreeSelect as AntTreeSelect, type TreeSelectProps } from 'antd';
import { useId } from 'react';

type DataNode = NonNullable<TreeSelectProps['treeData']>[number];

/**
 * antd's TreeSelect with its popup named as its input says: the input's aria-controls and aria-owns point at
 * `{id}_list`, which antd's tree popup never carries (a dangling reference, axe's aria-valid-attr-value). Use it
 * instead of antd's.
 */
export function TreeSelect<V = unknown, O extends DataNode = DataNode>({
  id,
  popupRender,
  ...props
}: TreeSelectProps<V, O>) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <AntTreeSelect<V, O>
      {...props}
      id={inputId}
      popupRender={(menu) => <div id={`${inputId}_list`}>{popupRender ? popupRender(menu) : menu}</div>}
    />
  );
}
