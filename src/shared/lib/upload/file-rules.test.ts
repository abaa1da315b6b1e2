import { describe, expect, it } from 'vitest';
import { countProblem, extensionProblem, fileProblem } from './file-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('fileProblem', () => {
  it('takes any general file up to 100 MB, the limit itself included', () => {
    expect(fileProblem(file('a.zip', 'application/zip', 100 * MB), 'file')).toBeNull();
    expect(fileProblem(file('a.zip', 'application/zip', 100 * MB + 1), 'file')).toBe('文件大小不能超过 100M');
    expect(fileProblem(file('empty.txt', '', 0), 'file')).toBeNull();
  });

  it('takes images (image/*) up to 10 MB', () => {
    expect(fileProblem(file('a.gif', 'image/gif', 10 * MB), 'image')).toBeNull();
    expect(fileProblem(file('a.gif', 'image/gif', 10 * MB + 1), 'image')).toBe('文件大小不能超过 10M');
    expect(fileProblem(file('a.pdf', 'application/pdf', 1), 'image')).toBe(
      '图片格式错误，正确的格式为：jpg、jpeg、png',
    );
  });

  it('takes product images as jpg, jpeg or png only, up to 5 MB', () => {
    expect(fileProblem(file('a.JPG', 'image/jpeg', 5 * MB), 'productImage')).toBeNull();
    expect(fileProblem(file('a.png', '', 1), 'productImage')).toBeNull();
    expect(fileProblem(file('a.gif', 'image/gif', 1), 'productImage')).toBe(
      '图片格式错误，正确的格式为：jpg、jpeg、png',
    );
    expect(fileProblem(file('a.png', 'image/gif', 1), 'productImage')).toBe(
      '图片格式错误，正确的格式为：jpg、jpeg、png',
    );
    expect(fileProblem(file('png', 'image/png', 1), 'productImage')).toBe('图片格式错误，正确的格式为：jpg、jpeg、png');
    expect(fileProblem(file('a.png', 'image/png', 5 * MB + 1), 'productImage')).toBe('图片大小不能超过 5MB!');
    expect(fileProblem(file('a.png', 'image/png', 2 * MB + 1), 'productImage', 2)).toBe('图片大小不能超过 2MB!');
  });

  it('takes PDFs only, up to 5 MB', () => {
    expect(fileProblem(file('r.pdf', 'application/pdf', 5 * MB), 'pdf')).toBeNull();
    expect(fileProblem(file('r.pdf', '', 1), 'pdf')).toBeNull();
    expect(fileProblem(file('r.docx', 'application/msword', 1), 'pdf')).toBe('文件格式错误，正确的格式为：*.pdf');
    expect(fileProblem(file('r.pdf', 'application/pdf', 5 * MB + 1), 'pdf')).toBe('文件大小不能超过 5MB!');
  });
});

describe('countProblem', () => {
  it('allows one file by default and says the maximum when over', () => {
    expect(countProblem(1)).toBeNull();
    expect(countProblem(2)).toBe('文件上传失败：最多只能上传 1 个文件');
    expect(countProblem(3, 3)).toBeNull();
    expect(countProblem(4, 3)).toBe('文件上传失败：最多只能上传 3 个文件');
  });
});

describe('extensionProblem', () => {
  it('takes only the listed types, case ignored, and names them all when refusing', () => {
    expect(extensionProblem('jgzz-pda-3.9.0.APK', ['apk'])).toBeNull();
    expect(extensionProblem('jgzz-pda-3.9.0.apk.zip', ['apk'])).toBe('文件格式错误，正确的格式为：*.apk');
    expect(extensionProblem('setup.exe', ['zip', 'exe'])).toBeNull();
    expect(extensionProblem('setup', ['zip', 'exe'])).toBe('文件格式错误，正确的格式为：*.zip、*.exe');
  });
});
