import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MaterialSelector } from '@/entities/material';
import { QualityItemSelector } from '@/entities/quality/item';
import { qmItemListQueryOptions, qmSamplingListQueryOptions } from '@/shared/api';
import type { GridColumn, PickerProps } from '@/shared/ui/editable-grid';
import { itemOf, type ItemLine, type MaterialLine } from '../model/standard-lines';

const enabledItems = qmItemListQueryOptions({ body: {} });
const enabledPlans = qmSamplingListQueryOptions({ body: { status: '0' } });

/**
 * 检验项目行's columns as the form makes them: the item picked from the enabled items (QualityItemSelector), or its code
 * pasted and looked up in qmItemList (a disabled item cannot be added to a standard).
 */
export function useItemLineColumns(columns: readonly GridColumn<ItemLine>[]): readonly GridColumn<ItemLine>[] {
  const items = useQuery(enabledItems).data;
  return useMemo(() => {
    const byCode = new Map((items ?? []).map((item) => [item.code.toUpperCase(), item]));
    return columns.map((column) =>
      column.key === 'itemId'
        ? {
            ...column,
            picker: ({ onPick, onCancel }: PickerProps<ItemLine>) => (
              <QualityItemSelector
                open
                multiple={false}
                onCancel={onCancel}
                onOk={([item]) => (item ? onPick(itemOf(item)) : onCancel())}
              />
            ),
            parse: (text: string) => {
              if (!items) return { refused: '检验项目还在加载，请稍后再粘贴' };
              const item = byCode.get(text.trim().toUpperCase());
              return item ? { value: itemOf(item) } : { refused: `检验项目 ${text.trim()} 不存在或已停用` };
            },
          }
        : column,
    );
  }, [columns, items]);
}

/** 适用物料's columns: the material from the material selector, its own plan one of the enabled plans. */
export function useMaterialLineColumns(
  columns: readonly GridColumn<MaterialLine>[],
): readonly GridColumn<MaterialLine>[] {
  const plans = useQuery(enabledPlans).data;
  return useMemo(
    () =>
      columns.map((column) => {
        if (column.key === 'samplingPlanId')
          return { ...column, options: (plans ?? []).map((plan) => ({ value: plan.id, title: plan.code })) };
        if (column.key !== 'materialId') return column;
        return {
          ...column,
          picker: ({ onPick, onCancel }: PickerProps<MaterialLine>) => (
            <MaterialSelector
              open
              multiple={false}
              onCancel={onCancel}
              onOk={([material]) =>
                material
                  ? onPick({
                      materialId: material.id,
                      materialCode: material.code,
                      materialName: material.name,
                      specification: material.specification ?? null,
                      uomName: material.uomName ?? '',
                    })
                  : onCancel()
              }
            />
          ),
        };
      }),
    [columns, plans],
  );
}
