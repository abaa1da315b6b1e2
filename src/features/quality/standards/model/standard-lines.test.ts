import { describe, expect, it } from 'vitest';
import { declaredForm } from '@/shared/ui/crud-screen';
import { StandardListPage } from '../ui/StandardListPage';
import { itemLineProblem, materialLineProblem, type ItemLine, type MaterialLine } from './standard-lines';

const values = {
  standardValue: null,
  upperLimit: null,
  lowerLimit: null,
  sampleQty: null,
  method: '',
  requirement: '',
  sopFiles: [],
};
// 绝缘电阻 (MΩ, 0 decimals) and 插针外观 of openapi/examples/scm/qmItemList.yaml.
const resistance: ItemLine = {
  ...values,
  itemId: '1716352000000540002',
  itemCode: 'CN-INS-RES',
  itemName: '绝缘电阻',
  valueType: 'QUANTITATIVE',
  uomSymbol: 'MΩ',
  precision: 0,
};
const looks: ItemLine = { ...values, itemId: '1716352000000540004', itemName: '插针外观', valueType: 'QUALITATIVE' };

const problem = (line: ItemLine, lines: readonly ItemLine[] = [line]) =>
  itemLineProblem(line, lines.indexOf(line), lines);

describe('检验标准 line rules', () => {
  it('asks a 定量 line for its 检测数 and at least one limit (one side is enough: 绝缘电阻 ≥ 5000 MΩ)', () => {
    expect(problem(resistance)).toEqual({ key: 'sampleQty', message: '定量项目须填写检测数' });
    expect(problem({ ...resistance, sampleQty: 5 })).toEqual({
      key: 'upperLimit',
      message: '定量项目须填写上限或下限',
    });
    expect(problem({ ...resistance, sampleQty: 5, lowerLimit: 5000 })).toBeUndefined();
  });

  it('holds 下限 ≤ 标准值 ≤ 上限', () => {
    const typed = { ...resistance, sampleQty: 5 };
    expect(problem({ ...typed, lowerLimit: 10, upperLimit: 9 })).toEqual({
      key: 'lowerLimit',
      message: '下限 10 不能大于上限 9',
    });
    expect(problem({ ...typed, standardValue: 8, lowerLimit: 9, upperLimit: 11 })).toEqual({
      key: 'standardValue',
      message: '标准值 8 不能小于下限 9',
    });
    expect(problem({ ...typed, standardValue: 12, lowerLimit: 9, upperLimit: 11 })).toEqual({
      key: 'standardValue',
      message: '标准值 12 不能大于上限 11',
    });
    expect(problem({ ...typed, standardValue: 10, lowerLimit: 9, upperLimit: 11 })).toBeUndefined();
  });

  it('takes no value nor limit on a 定性 line, and no 检测数 is needed there', () => {
    expect(problem(looks)).toBeUndefined();
    expect(problem({ ...looks, upperLimit: 1 })).toEqual({
      key: 'upperLimit',
      message: '定性项目不填标准值与上下限，按判定要求判定',
    });
  });

  it('takes each item and each material once', () => {
    const again = { ...looks };
    expect(problem(again, [looks, resistance, again])).toEqual({
      key: 'itemId',
      message: '检验项目 插针外观 与第 1 行重复，同一项目只能出现一次',
    });
    const material: MaterialLine = {
      materialId: '1716352000000400406',
      materialCode: 'EL-IGBT-75A',
      samplingPlanId: '',
      minCheckQty: 5,
      crRate: 0,
      majRate: 0,
      minRate: 1,
      remark: '',
    };
    const second = { ...material };
    const lines = [material, second];
    expect(materialLineProblem(second, 1, lines)).toEqual({
      key: 'materialId',
      message: '物料 EL-IGBT-75A 与第 1 行重复，同一物料只能出现一次',
    });
    expect(materialLineProblem(material, 0, lines)).toBeUndefined();
  });

  it('refuses the save for a line the rules refuse, a value past its unit decimals, and more than 50 lines', () => {
    const { schema, empty } = declaredForm(StandardListPage);
    const header = {
      ...empty,
      code: 'QS-IQC-PA',
      name: 'PA66 粒料来料检验标准',
      categoryId: '1716352000000541001',
      samplingPlanId: '1716352000000544003',
    };
    const messages = (body: typeof header) => {
      const result = schema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...header, lines: [{ ...resistance, sampleQty: 5, lowerLimit: 5000 }] })).toEqual([]);
    expect(messages({ ...header, lines: [resistance] }).join('\n')).toContain('定量项目须填写检测数');
    expect(messages({ ...header, lines: [{ ...resistance, sampleQty: 5, lowerLimit: 5000.5 }] }).join('\n')).toMatch(
      /MΩ/,
    );
    const many = Array.from({ length: 51 }, (_, index) => ({
      ...looks,
      itemId: `17163520000005401${String(index).padStart(2, '0')}`,
    }));
    expect(messages({ ...header, lines: many }).join('\n')).toContain('最多 50');
  });
});
