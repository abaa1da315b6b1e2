import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Flex } from 'antd';
import type { ColumnSetting } from '@/shared/lib/table-query';
import { TABLE_TEXTS } from './texts';

export interface ColumnSettingsPanelProps {
  layout: readonly ColumnSetting[];
  titles: ReadonlyMap<string, string>;
  /** Columns that cannot be hidden (product.md §4.1). */
  locked: ReadonlySet<string>;
  onChange: (next: ColumnSetting[]) => void;
  onReset: () => void;
}

function SortableRow({
  setting,
  title,
  locked,
  onToggle,
}: {
  setting: ColumnSetting;
  title: string;
  locked: boolean;
  onToggle: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: setting.key });
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={8}
      data-column={setting.key}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        padding: '4px 0',
        opacity: isDragging ? 0.6 : 1,
        background: '#fff',
      }}
    >
      <HolderOutlined
        {...attributes}
        {...listeners}
        aria-label={`拖动${title}`}
        style={{ cursor: 'grab', color: 'rgba(0, 0, 0, 0.6)' }}
      />
      <Checkbox checked={!setting.hidden} disabled={locked} onChange={onToggle}>
        {title}
      </Checkbox>
    </Flex>
  );
}

/** 列设置 (product.md §4.1): show all, a checkbox per column, drag (or keyboard) to reorder, reset. */
export default function ColumnSettingsPanel({ layout, titles, locked, onChange, onReset }: ColumnSettingsPanelProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const hideable = layout.filter((s) => !locked.has(s.key));
  const allShown = hideable.every((s) => !s.hidden);
  const someShown = hideable.some((s) => !s.hidden);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = layout.findIndex((s) => s.key === active.id);
    const to = layout.findIndex((s) => s.key === over.id);
    onChange(arrayMove([...layout], from, to));
  };

  return (
    <div style={{ width: 220 }}>
      <Flex justify="space-between" align="center">
        <Checkbox
          checked={allShown}
          indeterminate={someShown && !allShown}
          onChange={(e) =>
            onChange(layout.map((s) => ({ ...s, hidden: locked.has(s.key) ? false : !e.target.checked })))
          }
        >
          {TABLE_TEXTS.showAll}
        </Checkbox>
        <Button type="link" size="small" onClick={onReset}>
          {TABLE_TEXTS.reset}
        </Button>
      </Flex>
      <Divider style={{ margin: '8px 0' }} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={layout.map((s) => s.key)} strategy={verticalListSortingStrategy}>
          <div style={{ maxHeight: 360, overflowY: 'auto' }}>
            {layout.map((setting) => (
              <SortableRow
                key={setting.key}
                setting={setting}
                title={titles.get(setting.key) ?? setting.key}
                locked={locked.has(setting.key)}
                onToggle={() => onChange(layout.map((s) => (s.key === setting.key ? { ...s, hidden: !s.hidden } : s)))}
              />
            ))}
          </div>
        </SortableContext>
      </DndContext>
    </div>
  );
}
