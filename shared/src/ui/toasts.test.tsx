import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
import { useToasts } from './toasts';

function SaveButtons() {
  const { showToast } = useToasts();
  return (
    <>
      <button type="button" onClick={() => showToast('Settings updated successfully!', { variant: 'success' })}>
        Save
      </button>
      <button
        type="button"
        onClick={() => {
          showToast('First', { variant: 'error' });
          showToast('Second', { variant: 'error' });
        }}
      >
        Fail twice
      </button>
    </>
  );
}

describe('toasts', () => {
  it('shows a toast', async () => {
    renderPage(<SaveButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings updated successfully!')).toBeInTheDocument();
  });

  it('shows every toast asked for while the toaster was loading', async () => {
    renderPage(<SaveButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail twice' }));
    await screen.findByText('Second');
    const messages = screen.getAllByRole('alert').map((alert) => within(alert).queryByText(/First|Second/)?.textContent);
    expect(messages.filter(Boolean).sort()).toEqual(['First', 'Second']);
  });
});
