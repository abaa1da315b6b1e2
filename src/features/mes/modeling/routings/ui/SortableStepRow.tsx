import { HolderOutlined } from '@ant-design/icons';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import { createContext, useContext, type CSSProperties, type HTMLAttributes } from 'react';

interface HandleContext {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
  attributes?: DraggableAttributes;
}

const RowHandle = createContext<HandleContext>({});

/** A table row that can be dragged by its handle (dnd-kit sortable; the handle also takes the keyboard). */
export function SortableStepRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  return (
    <RowHandle.Provider value={{ setActivatorNodeRef, listeners, attributes }}>
      <tr {...props} ref={setNodeRef} style={style} />
    </RowHandle.Provider>
  );
}

/** The row's drag handle; its name says which step it moves. */
export function StepDragHandle({ label, disabled }: { label: string; disabled?: boolean }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(RowHandle);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: disabled ? 'not-allowed' : 'move', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      disabled={disabled}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-drag-handle
    />
  );
}
