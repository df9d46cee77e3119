import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverCrop, croppedAt, focusPoint, widthsFor } from '../../generator/media/derive-image.ts';

describe('cover crops', () => {
  it('takes the largest 40:21 box, centred by default', () => {
    expect(coverCrop(4000, 3000, undefined)).toEqual({ left: 0, top: 450, width: 4000, height: 2100 });
    // A tall image keeps its width; a very wide one its height.
    expect(coverCrop(1000, 2000, undefined)).toEqual({ left: 0, top: 738, width: 1000, height: 525 });
    expect(coverCrop(5000, 1050, undefined)).toEqual({ left: 1500, top: 0, width: 2000, height: 1050 });
  });

  it('centres on coverFocus as far as the edges allow', () => {
    expect(coverCrop(4000, 3000, '50% 60%').top).toBe(750);
    expect(coverCrop(4000, 3000, 'top').top).toBe(0);
    expect(coverCrop(4000, 3000, '0% 100%')).toEqual({ left: 0, top: 900, width: 4000, height: 2100 });
    expect(coverCrop(5000, 1050, 'left').left).toBe(0);
    expect(coverCrop(5000, 1050, 'right bottom').left).toBe(3000);
  });

  it('reads focus keywords and percentages', () => {
    expect(focusPoint('30% 70%')).toEqual({ x: 0.3, y: 0.7 });
    expect(focusPoint('bottom')).toEqual({ x: 0.5, y: 1 });
    expect(focusPoint('left')).toEqual({ x: 0, y: 0.5 });
    expect(focusPoint(undefined)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('widths', () => {
  it('are never wider than the source, and the source itself when it is narrower than the widest step', () => {
    expect(widthsFor(4000)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1600)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(1000)).toEqual([400, 800, 1000]);
    expect(widthsFor(300)).toEqual([300]);
  });
});

describe('croppedAt', () => {
  it('cuts the focal region: the share of a red top band follows the focus', async () => {
    const red = await sharp({ create: { width: 400, height: 150, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#00f' } })
      .composite([{ input: red, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const source = { path: '/images/x.png', bytes, hash: 'x', format: 'png', width: 400, height: 300 };
    const redShare = async (focus: string) => {
      const { data, info } = await croppedAt(source, coverCrop(400, 300, focus), 200);
      expect(info).toMatchObject({ width: 200, height: 105 });
      return (await sharp(data, { raw: info }).stats()).channels[0]!.mean / 255;
    };
    // The 400×210 crop at the top holds rows 0-209 (150 red); at the bottom rows 90-299 (60 red).
    expect(await redShare('top')).toBeCloseTo(150 / 210, 1);
    expect(await redShare('bottom')).toBeCloseTo(60 / 210, 1);
  });
});
