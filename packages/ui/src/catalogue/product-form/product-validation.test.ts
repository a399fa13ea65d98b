import { describe, expect, it } from 'vitest';
import { PRICE_PROBLEM } from '../../internal/price-input';
import type { ProductDraft } from './product-draft';
import { checkProduct, imageUrlOf } from './product-validation';

const DRAFT: ProductDraft = {
  name: ' Gripper Kit ',
  description: ' Two-finger adaptive gripper. ',
  price: '1200',
  category: 'PART',
  condition: 'NEW',
  images: [],
  specs: [],
};

describe('image URLs', () => {
  it("takes what the contract's HttpUrl takes: absolute http: and https: web addresses with a host", () => {
    for (const ok of [
      'https://images.example/a.jpg',
      'http://images.example/a.jpg',
      'https://cdn.example.com:8443/robots/r2.png?size=large#front',
      'https://images.example',
    ]) {
      expect(imageUrlOf(ok), ok).toBe(ok);
    }
    // The scheme is made lower-case, as the contract wants it; the rest is left as typed.
    expect(imageUrlOf(' HTTPS://Images.example/A.jpg ')).toBe('https://Images.example/A.jpg');
  });

  it('refuses data:, javascript:, file:, other schemes, relative addresses and spaces', () => {
    for (const bad of [
      'data:image/png;base64,AA',
      'data:image/svg+xml,%3Csvg%3E',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://images.example/a.jpg',
      'robot.jpg',
      '/images/robot.jpg',
      '//images.example/a.jpg',
      'https://',
      'https:///a.jpg',
      'https://images.example/a robot.jpg',
    ]) {
      expect(imageUrlOf(bad), bad).toBeNull();
    }
  });
});

describe('checkProduct', () => {
  it('submits the trimmed values with a two-decimal price', () => {
    expect(checkProduct(DRAFT)).toEqual({
      values: {
        name: 'Gripper Kit',
        description: 'Two-finger adaptive gripper.',
        price: '1200.00',
        category: 'PART',
        condition: 'NEW',
        images: [],
        specifications: {},
      },
      problems: {},
      order: [{ name: 'name' }, { name: 'description' }, { name: 'price' }],
      imageRows: [],
      files: [],
      sequence: [],
    });
  });

  it('requires a title, a description and a price greater than 0', () => {
    const { problems } = checkProduct({ ...DRAFT, name: '  ', description: '', price: '0.00' });
    expect(problems).toEqual({
      name: 'Title is required',
      description: 'Description is required',
      price: PRICE_PROBLEM,
    });
    expect(PRICE_PROBLEM).toBe('Please enter a valid price greater than 0');
  });

  it('drops empty rows and keeps the others in order, with every row control in the focus order', () => {
    const checked = checkProduct({
      ...DRAFT,
      images: [
        { key: 1, kind: 'url', url: ' https://images.example/b.jpg ' },
        { key: 2, kind: 'url', url: '' },
        { key: 3, kind: 'url', url: 'https://images.example/a.jpg' },
      ],
      specs: [
        { key: 4, name: 'Payload', value: ' 5 kg ' },
        { key: 5, name: ' ', value: '' },
      ],
    });
    expect(checked.problems).toEqual({});
    expect(checked.values.images).toEqual(['https://images.example/b.jpg', 'https://images.example/a.jpg']);
    expect(checked.values.specifications).toEqual({ Payload: '5 kg' });
    // Each sent image knows its row, so the server's `images/1` lands on the third row.
    expect(checked.imageRows.map(({ row, index }) => [row.key, index])).toEqual([
      [1, 0],
      [3, 2],
    ]);
    expect(checked.order.map((control) => control.name)).toEqual([
      'name',
      'description',
      'price',
      'image-1',
      'image-2',
      'image-3',
      'spec-name-4',
      'spec-value-4',
      'spec-name-5',
      'spec-value-5',
    ]);
  });

  it('names the row of a bad image, a nameless specification and a repeated name', () => {
    const { problems } = checkProduct({
      ...DRAFT,
      images: [
        { key: 1, kind: 'url', url: 'robot.jpg' },
        { key: 5, kind: 'url', url: 'https://images.example/a.jpg' },
        { key: 6, kind: 'url', url: 'data:image/png;base64,AA' },
        { key: 7, kind: 'url', url: `https://images.example/${'a'.repeat(2048)}` },
      ],
      specs: [
        { key: 2, name: '', value: '5 kg' },
        { key: 3, name: 'Payload', value: '5 kg' },
        { key: 4, name: ' Payload ', value: '6 kg' },
      ],
    });
    expect(problems).toEqual({
      'image-1': 'Image 1 must be a web address starting with https://',
      'image-6': 'Image 3 must be a web address starting with https://',
      'image-7': 'Image 4 must be at most 2048 characters',
      'spec-name-2': 'Specification name is required',
      'spec-name-4': 'This specification name is already used',
    });
  });

  it("puts a specification's too long value on its row", () => {
    const { problems, values } = checkProduct({
      ...DRAFT,
      specs: [{ key: 2, name: 'Notes', value: 'x'.repeat(1001) }],
    });
    expect(problems).toEqual({ 'spec-value-2': 'Value must be at most 1000 characters' });
    expect(values.specifications).toEqual({});
  });
});

describe('uploaded and chosen images', () => {
  it('keeps stored images as they are and puts chosen files in the sequence without sending them', () => {
    const file = new File(['x'], 'arm.png', { type: 'image/png' });
    const checked = checkProduct({
      ...DRAFT,
      images: [
        { key: 1, kind: 'file', file, status: 'ready' },
        { key: 2, kind: 'stored', url: '/api/images/5b1f2c3d.png' },
        { key: 3, kind: 'url', url: 'https://images.example/a.jpg' },
      ],
    });
    expect(checked.problems).toEqual({});
    expect(checked.values.images).toEqual(['/api/images/5b1f2c3d.png', 'https://images.example/a.jpg']);
    expect(checked.files.map((row) => row.file)).toEqual([file]);
    expect(checked.sequence).toEqual([file, '/api/images/5b1f2c3d.png', 'https://images.example/a.jpg']);
  });

  it('still refuses a typed relative address, even under /api/images', () => {
    const checked = checkProduct({ ...DRAFT, images: [{ key: 1, kind: 'url', url: '/api/images/a.png' }] });
    expect(checked.problems['image-1']).toBe('Image 1 must be a web address starting with https://');
  });
});
