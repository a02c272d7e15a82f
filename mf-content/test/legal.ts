/** What every legal page must show: its contact details from the runtime config, one h1 and numbered h2 sections. */
import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '@ccl/shared';
import { screen } from '@testing-library/react';

/** The runtime config's contact details for the test; call `forgetContactDetails` after it. */
export function givenContactDetails() {
  useRuntimeConfig.setState({ supportEmail: 'help@ccl.example', supportPhone: '+61 8 8000 0000' });
}

export function forgetContactDetails() {
  useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true);
}

export function article(): HTMLElement {
  return screen.getByRole('article');
}

export function expectContactDetails() {
  expect(screen.getByRole('link', { name: 'help@ccl.example' })).toHaveAttribute('href', 'mailto:help@ccl.example');
  expect(screen.getByRole('link', { name: '+61 8 8000 0000' })).toHaveAttribute('href', 'tel:+61880000000');
  expect(article()).toHaveTextContent('Adelaide, Australia');
}

export function expectOneH1(text: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
}
