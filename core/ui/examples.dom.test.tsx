import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import en from '../i18n/en.json';
import { uiExamples } from './examples';

const catalogueIds = Object.keys(en);

describe('ui examples', () => {
  it('have unique names', () => {
    const names = uiExamples.map((example) => example.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(uiExamples.map((example) => [example.name, example] as const))(
    '%s renders with catalogue texts, never a raw message id',
    async (_name, example) => {
      const user = userEvent.setup();
      const { container } = render(example.render());
      if (example.opensDialog) {
        await user.click(screen.getByRole('button'));
        expect(screen.getByRole('dialog')).toHaveProperty('open', true);
      }
      // Server HTML (safeHtml) appears once the lazily loaded sanitiser has answered.
      await waitFor(() => expect(container.textContent?.length).toBeGreaterThan(0));
      const text = container.textContent ?? '';
      expect(catalogueIds.filter((id) => text.includes(id))).toEqual([]);
    },
  );
});
