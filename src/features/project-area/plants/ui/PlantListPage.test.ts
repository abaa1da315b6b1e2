import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { PlantList } from './PlantListPage';

const plantForm = declaredForm(PlantList);
const PROJECT = '1716352000006000001';
const start = { ...plantForm.empty, projId: PROJECT, plantRole: 'MASS' };

describe('the plant form rules', () => {
  it('asks for code, site and SOP date', () => {
    const result = plantForm.schema.safeParse(start);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path[0]);
    expect(paths).toEqual(['plantCode', 'plantName', 'sopDate']);
  });

  it('sends exactly the body', () => {
    expect(
      plantForm.schema.parse({
        ...start,
        plantCode: 'SZ-03',
        plantName: '苏州工厂三车间',
        plantRole: 'TRIAL',
        sopDate: '2027-02-15',
      }),
    ).toEqual({
      projId: PROJECT,
      plantCode: 'SZ-03',
      plantName: '苏州工厂三车间',
      plantRole: 'TRIAL',
      sopDate: '2027-02-15',
      lineName: null,
      annualCapacity: null,
    });
  });
});
