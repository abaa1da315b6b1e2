/**
 * `npx tsx scripts/mock/make-files.ts`: draws the mock's stored files (scripts/mock/files/, served at /files/ by
 * scripts/mock/server.ts), one for every `/files/...` path the specs' examples name, so screens show pictures and
 * PDFs as they will against a real file host. Drawn as HTML/SVG and saved by Chromium as small JPEG, PNG or PDF
 * files; the committed output is what the mock serves, this script only remakes it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const root = join(import.meta.dirname, 'files');

const page = (body: string, width: number, height: number) => `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; font-family: 'Noto Sans CJK SC', 'Noto Sans CJK', sans-serif; }
</style></head><body>${body}</body></html>`;

/** An aluminium profile's cross-section: a hollow square with slots, as a drawing. */
const section = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#eef2f6"/>
  <g transform="translate(90 50)" fill="#9aa6b2" stroke="#5b6670" stroke-width="2">
    <path d="M0 0h140v140H0z M30 30v80h80V30z" fill-rule="evenodd"/>
    <rect x="60" y="-2" width="20" height="14" fill="#eef2f6" stroke="none"/>
    <rect x="60" y="128" width="20" height="14" fill="#eef2f6" stroke="none"/>
    <rect x="-2" y="60" width="14" height="20" fill="#eef2f6" stroke="none"/>
    <rect x="128" y="60" width="14" height="20" fill="#eef2f6" stroke="none"/>
    <circle cx="70" cy="70" r="12" fill="#eef2f6"/>
  </g>
  <text x="160" y="222" font-size="15" text-anchor="middle" fill="#334">6063 铝型材 截面 40×40</text>
</svg>`;

/** Bars of aluminium profile lying side by side. */
const bars = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="al" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#aab4be"/><stop offset="1" stop-color="#d8dee4"/></linearGradient></defs>
  <rect width="320" height="240" fill="#6d7f8c"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${20 + i * 6}" y="${40 + i * 26}" width="260" height="22" rx="2" fill="url(#al)" stroke="#56616b"/>`).join('')}
  <text x="300" y="226" font-size="14" text-anchor="end" fill="#fff">铝型材实物</text>
</svg>`;

/** The section with its dimensions marked. */
const dimensions = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#fff"/>
  <rect x="100" y="50" width="120" height="120" fill="none" stroke="#1f2d3d" stroke-width="3"/>
  <rect x="125" y="75" width="70" height="70" fill="none" stroke="#1f2d3d" stroke-width="2"/>
  <g stroke="#d4380d" stroke-width="1.5" fill="#d4380d" font-size="14">
    <line x1="100" y1="195" x2="220" y2="195"/><line x1="100" y1="188" x2="100" y2="202"/><line x1="220" y1="188" x2="220" y2="202"/>
    <text x="160" y="215" text-anchor="middle" stroke="none">40.0 ±0.2</text>
    <line x1="245" y1="50" x2="245" y2="170"/><line x1="238" y1="50" x2="252" y2="50"/><line x1="238" y1="170" x2="252" y2="170"/>
    <text x="255" y="115" stroke="none">40.0</text>
    <text x="160" y="114" text-anchor="middle" stroke="none" font-size="12">壁厚 1.8</text>
  </g>
  <text x="12" y="24" font-size="14" fill="#1f2d3d">端面尺寸标注（mm）</text>
</svg>`;

/** Bundles in packing film on a pallet. */
const packing = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#e8e1d5"/>
  <rect x="30" y="185" width="260" height="20" fill="#a0744a"/>
  <rect x="40" y="70" width="240" height="115" rx="6" fill="#c9d6df" stroke="#7b8a96" stroke-width="2"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="${70 + i * 55}" y="70" width="10" height="115" fill="#1d5fa8"/>`).join('')}
  <rect x="100" y="105" width="120" height="44" fill="#fff" stroke="#555"/>
  <text x="160" y="124" font-size="12" text-anchor="middle">RM-AL-0001</text>
  <text x="160" y="141" font-size="12" text-anchor="middle">6063 铝型材 200 支</text>
</svg>`;

/** A person's avatar: head and shoulders on a coloured ground. */
const avatar = (
  ground: string,
  skin: string,
  hair: string,
  shirt: string,
) => `<svg width="160" height="160" viewBox="0 0 160 160" xmlns="http://www.w3.org/2000/svg">
  <rect width="160" height="160" fill="${ground}"/>
  <path d="M20 160c6-38 30-52 60-52s54 14 60 52z" fill="${shirt}"/>
  <circle cx="80" cy="68" r="34" fill="${skin}"/>
  <path d="M46 64c0-26 16-38 34-38s34 12 34 38c-8-12-22-16-34-16s-26 4-34 16z" fill="${hair}"/>
</svg>`;

/** A business licence: the document's frame, title, the company's lines and its red seal. */
const licence = (
  company: string,
  uscc: string,
) => `<div style="box-sizing:border-box;width:300px;height:420px;padding:12px;background:#fbf8ef">
  <div style="box-sizing:border-box;height:100%;border:3px double #b8860b;padding:18px 16px;color:#333;font-size:11px;line-height:1.9;position:relative">
    <div style="text-align:center;font-size:30px;letter-spacing:6px;color:#a8071a;margin-bottom:10px">营业执照</div>
    <div>统一社会信用代码 ${uscc}</div>
    <div>名&emsp;&emsp;称 ${company}</div>
    <div>类&emsp;&emsp;型 有限责任公司</div>
    <div>注册资本 伍佰万元整</div>
    <div>经营范围 生产、加工、销售；货物进出口</div>
    <div style="position:absolute;right:22px;bottom:26px;width:92px;height:92px;border:3px solid #cf1322;border-radius:50%;color:#cf1322;display:flex;align-items:center;justify-content:center;font-size:26px">★</div>
    <div style="position:absolute;left:16px;bottom:20px;color:#999">（示例图片，仅供演示）</div>
  </div>
</div>`;

const document = (title: string, lines: string[]) => `<div style="padding:48px;font-size:14px;line-height:2">
  <h1 style="text-align:center;font-size:22px">${title}</h1>${lines.map((line) => `<p style="margin:0">${line}</p>`).join('')}
  <p style="color:#999;margin-top:32px">示例文件，仅供演示。</p></div>`;

type Drawn = { path: string; html: string; width: number; height: number } | { path: string; pdf: string };

const companies: [string, string, string][] = [
  ['2026/05', '宁波海曙鑫达模具有限公司', '91330203MA2H8C9N4U'],
  ['2026/05', '佛山市顺德区美达电器有限公司', '91440606MA4WFC2K7P'],
  ['2026/05', '杭州启明智能装备有限公司', '91330110MA2KDT4Y9R'],
  ['2026/05', '东莞市盛鸿五金塑胶制品有限公司', '91441900MA51Y3G67D'],
  ['2026/05', '合肥科瑞新能源科技有限公司', '91340104MA2TQ8WB5J'],
  ['2026/04', '青岛海川橡塑制品有限公司', '91370211MA3CN5H1XQ'],
  ['2026/03', '昆山瑞丰包装材料有限公司', '91320583MA20K6PRXE'],
  ['2026/02', '常州恒拓精密机械有限公司', '91320411MA1Q4HLT8W'],
  ['2026/01', '无锡华精电子科技有限公司', '91320214MA1NB7X23K'],
];

/** A solder joint seen through a magnifier (生产缺陷 pictures): a PCB pad, the lead and a dull, incomplete fillet. */
const solderJoint = (
  label: string,
  offset: number,
) => `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#1f5d3a"/>
  <rect x="${70 + offset}" y="90" width="120" height="70" rx="6" fill="#c8a24a"/>
  <rect x="${118 + offset}" y="20" width="24" height="110" fill="#9aa6b2" stroke="#5b6670"/>
  <path d="M${92 + offset} 150 q38 -46 76 0z" fill="#b8bcc0" stroke="#7d8288"/>
  <circle cx="${150 + offset}" cy="138" r="7" fill="#1f5d3a" stroke="#d4380d" stroke-width="3"/>
  <circle cx="${150 + offset}" cy="138" r="30" fill="none" stroke="#d4380d" stroke-width="3"/>
  <text x="12" y="226" font-size="15" fill="#fff">${label}</text>
</svg>`;

/** A heat sink with one of its four screws missing, circled. */
const missingScrew = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#e6e9ec"/>
  <rect x="60" y="40" width="200" height="150" rx="4" fill="#aab4be" stroke="#5b6670" stroke-width="2"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${75 + i * 26}" y="55" width="10" height="120" fill="#8d98a3"/>`).join('')}
  <circle cx="75" cy="52" r="8" fill="#56616b"/><circle cx="245" cy="52" r="8" fill="#56616b"/><circle cx="75" cy="178" r="8" fill="#56616b"/>
  <circle cx="245" cy="178" r="8" fill="#e6e9ec" stroke="#56616b" stroke-width="2"/>
  <circle cx="245" cy="178" r="22" fill="none" stroke="#d4380d" stroke-width="3"/>
  <text x="12" y="226" font-size="15" fill="#1f2d3d">SD-750A 散热器右下螺丝漏打</text>
</svg>`;

/** The ageing cabinet's log: current over time with the alarm marked. */
const ageingAlarm = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#fff"/>
  <text x="12" y="24" font-size="14" fill="#1f2d3d">老化测试柜 EQ-AG-01 · 输出电流（A）</text>
  <line x1="40" y1="200" x2="300" y2="200" stroke="#1f2d3d"/><line x1="40" y1="40" x2="40" y2="200" stroke="#1f2d3d"/>
  <polyline points="40,150 80,148 120,151 160,149 200,150 230,147 250,90 262,60" fill="none" stroke="#1d5fa8" stroke-width="2"/>
  <line x1="40" y1="80" x2="300" y2="80" stroke="#d4380d" stroke-dasharray="6 4"/>
  <text x="300" y="74" font-size="12" text-anchor="end" fill="#d4380d">过流保护 7.5 A</text>
  <text x="262" y="220" font-size="12" text-anchor="middle" fill="#d4380d">4h05m 报警</text>
</svg>`;

/** A DB15 female connector's pins under a magnifier, one pin bent (IQC 检验 defect pictures). */
const bentPin = (
  label: string,
  bent: number,
) => `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#2b2f33"/>
  <path d="M40 60h240l-20 110H60z" fill="#c9ced3" stroke="#7d8288" stroke-width="2"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<circle cx="${76 + i * 24}" cy="92" r="6" fill="#d4a017"/>`).join('')}
  ${[0, 1, 2, 3, 4, 5, 6]
    .map((i) =>
      i === bent
        ? `<ellipse cx="${90 + i * 24}" cy="132" rx="9" ry="4" fill="#d4a017" transform="rotate(35 ${90 + i * 24} 132)"/>`
        : `<circle cx="${88 + i * 24}" cy="132" r="6" fill="#d4a017"/>`,
    )
    .join('')}
  <circle cx="${90 + bent * 24}" cy="132" r="20" fill="none" stroke="#ff4d4f" stroke-width="3"/>
  <text x="12" y="224" font-size="15" fill="#fff">${label}</text>
</svg>`;

/** Cold-rolled sheets stacked on a pallet, the top sheets rusted along the edge. */
const rustedSheet = `<svg width="320" height="240" viewBox="0 0 320 240" xmlns="http://www.w3.org/2000/svg">
  <rect width="320" height="240" fill="#dfe3e6"/>
  <rect x="30" y="190" width="260" height="18" fill="#a0744a"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${34 + i}" y="${100 + i * 14}" width="252" height="12" fill="#9aa4ad" stroke="#6b757e"/>`).join('')}
  <rect x="34" y="100" width="252" height="40" fill="none"/>
  <path d="M34 100h70v12h-50v14h-20z" fill="#a0522d" opacity=".85"/>
  <circle cx="70" cy="112" r="28" fill="none" stroke="#cf1322" stroke-width="3"/>
  <text x="12" y="226" font-size="15" fill="#1f2d3d">BG26A1107-3 顶部 4 张边部锈蚀</text>
</svg>`;

const files: Drawn[] = [
  { path: 'cdMaterial/2026/10/08/1a2b3c4d/铝型材截面.jpg', html: section, width: 320, height: 240 },
  { path: 'cdMaterial/2026/10/08/5e6f7a8b/铝型材实物.png', html: bars, width: 320, height: 240 },
  { path: 'cdMaterial/2026/10/08/9c0d1e2f/端面尺寸标注.png', html: dimensions, width: 320, height: 240 },
  { path: 'cdMaterial/2026/10/08/3a4b5c6d/铝型材包装.jpg', html: packing, width: 320, height: 240 },
  {
    path: 'sysUserAvatar/2026/11/22/7d3e9a1c/zhangwei.png',
    html: avatar('#d6e4ff', '#f3d2b5', '#2b2b2b', '#1d39c4'),
    width: 160,
    height: 160,
  },
  {
    path: 'sysUserAvatar/2026/10/15/2c8e4f1a/lina.jpg',
    html: avatar('#ffe7ba', '#f6d5bd', '#5c3317', '#c41d7f'),
    width: 160,
    height: 160,
  },
  ...companies.map(([month, company, uscc]) => ({
    path: `corpReg/${month}/营业执照-${company}.jpg`,
    html: licence(company, uscc),
    width: 300,
    height: 420,
  })),
  {
    path: 'corpReg/2026/05/企业注册申请表-宁波海曙鑫达模具有限公司.pdf',
    pdf: document('企业注册申请表', [
      '企业名称：宁波海曙鑫达模具有限公司',
      '统一社会信用代码：91330203MA2H8C9N4U',
      '法定代表人：周建国',
      '联系人：周丽华 13858231476',
    ]),
  },
  {
    path: 'qmInspection/2026/11/22/5b7c1d2e3f4a4b5c/检验报告.pdf',
    pdf: document('检验报告', [
      '物料：RM-AL-0001 6063 铝型材',
      '检验项目：尺寸、壁厚、表面质量',
      '结论：合格',
      '检验员：李娜 2026-11-22',
    ]),
  },
  {
    path: 'qmStandard/2026/10/19/7c2e41a0/WI-IQC-012-连接器来料检验指导书.pdf',
    pdf: document('WI-IQC-012 连接器来料检验指导书', [
      '适用：EL-CN-DB15F 连接器（DB15 母头 焊线式）',
      '插针外观：10 倍放大镜逐针检查，弯曲、缺针、镀层氧化发黑判不合格',
      '绝缘电阻：DC 500 V 保持 60 s，≥ 5000 MΩ',
      '耐电压：AC 1000 V 保持 60 s，无击穿、无飞弧',
      '编制：刘洋 2026-10-19',
    ]),
  },
  {
    path: 'qmStandard/2026/08/25/3b9d06e4/WI-IQC-021-铝型材韦氏硬度测量.pdf',
    pdf: document('WI-IQC-021 铝型材韦氏硬度测量', [
      '适用：RM-AL-0001 6063-T5 铝型材',
      '仪器：W-20 型韦氏硬度计，使用前用标准块校验',
      '每根在平面上测 3 点，点距 ≥ 6 mm，取平均值',
      '判定：6063-T5 ≥ 8 HW',
      '编制：刘洋 2026-08-25',
    ]),
  },
  {
    path: 'qmInspection/2026/11/26/a41c07e2/插针弯曲-样本17.jpg',
    html: bentPin('样本 17：第 7 针内弯（10×）', 2),
    width: 320,
    height: 240,
  },
  {
    path: 'qmInspection/2026/11/26/a41c07e2/插针弯曲-样本58.jpg',
    html: bentPin('样本 58：第 11 针内弯（10×）', 4),
    width: 320,
    height: 240,
  },
  { path: 'qmInspection/2026/11/08/5e90b3d1/钢板边部锈蚀.jpg', html: rustedSheet, width: 320, height: 240 },
  {
    path: 'mfgDefect/2026/11/26/01/虚焊焊点-1.jpg',
    html: solderJoint('IGBT 引脚焊点空洞（10×）', 0),
    width: 320,
    height: 240,
  },
  { path: 'mfgDefect/2026/11/26/02/虚焊焊点-2.jpg', html: solderJoint('润湿不良（10×）', 30), width: 320, height: 240 },
  { path: 'mfgDefect/2026/11/26/03/螺丝漏打.jpg', html: missingScrew, width: 320, height: 240 },
  { path: 'mfgDefect/2026/11/26/04/老化报警记录.png', html: ageingAlarm, width: 320, height: 240 },
];

/**
 * A one-page A4 PDF showing one JPEG: Chromium's own PDFs embed the CJK font (80-90 KB each), a page drawn as
 * a picture is a fraction of that.
 */
function pdfOfJpeg(jpeg: Buffer, width: number, height: number): Buffer {
  const content = Buffer.from('q 595 0 0 842 0 0 cm /Im0 Do Q');
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      ),
      jpeg,
      Buffer.from('\nendstream'),
    ]),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

async function draw(tab: Page, file: Drawn): Promise<Buffer> {
  if ('pdf' in file) {
    const [width, height] = [595, 842];
    await tab.setViewportSize({ width, height });
    await tab.setContent(page(`<div style="background:#fff;height:100%">${file.pdf}</div>`, width, height));
    return pdfOfJpeg(await tab.screenshot({ type: 'jpeg', quality: 60 }), width, height);
  }
  await tab.setViewportSize({ width: file.width, height: file.height });
  await tab.setContent(page(file.html, file.width, file.height));
  return file.path.endsWith('.png') ? tab.screenshot({ type: 'png' }) : tab.screenshot({ type: 'jpeg', quality: 70 });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage();
  for (const file of files) {
    const target = join(root, file.path);
    mkdirSync(dirname(target), { recursive: true });
    const bytes = await draw(tab, file);
    writeFileSync(target, bytes);
    console.log(`${(bytes.length / 1024).toFixed(1).padStart(6)} KB  files/${file.path}`);
  }
} finally {
  await browser.close();
}
