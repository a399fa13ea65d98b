import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

// The same decorators (RoboMarketTheme, story frame), globals and styles as Storybook itself.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});
