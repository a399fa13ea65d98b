import { describe, expect, it } from 'vitest';
import type { ProductDraft } from './product-draft';
import { checkProduct, isImageUrl, isPriceInput, normalisePrice, PRICE_PROBLEM } from './product-validation';

const DRAFT: ProductDraft = {
  name: ' Gripper Kit ',
  description: ' Two-finger adaptive gripper. ',
  price: '1200',
  category: 'PART',
  condition: 'NEW',
  images: [],
  specs: [],
};

describe('price rules', () => {
  it('lets through digits with an optional point and at most two decimals', () => {
    for (const ok of ['', '1', '12.', '12.5', '12.50', '.5', '0']) expect(isPriceInput(ok), ok).toBe(true);
    for (const bad of ['abc', '12a', '1.2.3', '12.345', '-1', '1,200', '1e3', ' 12']) {
      expect(isPriceInput(bad), bad).toBe(false);
    }
  });

  it('lets through no more integer digits than the contract holds', () => {
    expect(isPriceInput('9999999999999')).toBe(true);
    expect(isPriceInput('99999999999999')).toBe(false);
  });

  it('normalises to exactly two decimals', () => {
    expect(normalisePrice('12')).toBe('12.00');
    expect(normalisePrice('12.5')).toBe('12.50');
    expect(normalisePrice('12.')).toBe('12.00');
    expect(normalisePrice('.5')).toBe('0.50');
    expect(normalisePrice('007.05')).toBe('7.05');
    expect(normalisePrice(' 12.5 ')).toBe('12.50');
    expect(normalisePrice('9999999999999.99')).toBe('9999999999999.99');
  });

  it('refuses zero and what is not a number', () => {
    for (const bad of ['', '.', '0', '0.', '0.00', '000', 'abc', '12.345']) {
      expect(normalisePrice(bad), bad).toBeNull();
    }
  });
});

describe('image URLs', () => {
  it('takes web addresses and embedded images, not file names or other schemes', () => {
    for (const ok of [
      'https://images.example/a.jpg',
      'http://images.example/a.jpg',
      'data:image/png;base64,AA',
    ]) {
      expect(isImageUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'robot.jpg',
      'ftp://images.example/a.jpg',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(isImageUrl(bad), bad).toBe(false);
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
        { key: 1, url: ' https://images.example/b.jpg ' },
        { key: 2, url: '' },
        { key: 3, url: 'https://images.example/a.jpg' },
      ],
      specs: [
        { key: 4, name: 'Payload', value: ' 5 kg ' },
        { key: 5, name: ' ', value: '' },
      ],
    });
    expect(checked.problems).toEqual({});
    expect(checked.values.images).toEqual(['https://images.example/b.jpg', 'https://images.example/a.jpg']);
    expect(checked.values.specifications).toEqual({ Payload: '5 kg' });
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
      images: [{ key: 1, url: 'robot.jpg' }],
      specs: [
        { key: 2, name: '', value: '5 kg' },
        { key: 3, name: 'Payload', value: '5 kg' },
        { key: 4, name: ' Payload ', value: '6 kg' },
      ],
    });
    expect(problems).toEqual({
      'image-1': 'Please enter a valid image URL starting with https://',
      'spec-name-2': 'Specification name is required',
      'spec-name-4': 'This specification name is already used',
    });
  });
});
