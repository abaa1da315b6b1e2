import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

describe('previewKind', () => {
  it('opens jpg, jpeg, png and gif as images and pdf as PDF, whatever the case or a leading dot', () => {
    expect(['jpg', 'JPEG', '.png', 'gif'].map(previewKind)).toEqual(['image', 'image', 'image', 'image']);
    expect(previewKind('PDF')).toBe('pdf');
  });
  it('leaves everything else to the browser', () => {
    expect(['docx', 'xlsx', 'bmp', '', null, undefined].map(previewKind)).toEqual([
      'other',
      'other',
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});
