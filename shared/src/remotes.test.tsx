import { render, screen } from '@testing-library/react';
import { registerRemoteLoader, useRemoteComponent } from './remotes';

function Host({ enabled }: { enabled: boolean }) {
  const state = useRemoteComponent<{ label: string }>('billing', './CreditPurchaseDialog', enabled);
  if (state.status === 'ready') return <state.Component label="from billing" />;
  return <p>{state.status === 'failed' ? `failed: ${state.error.message}` : 'loading'}</p>;
}

describe('useRemoteComponent', () => {
  it("loads another remote's component through the shell's loader, only once enabled", async () => {
    const load = jest.fn(async () => ({ label }: { label: string }) => <p>{label}</p>);
    registerRemoteLoader(load);
    const { rerender } = render(<Host enabled={false} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    rerender(<Host enabled />);
    expect(await screen.findByText('from billing')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('billing', './CreditPurchaseDialog');
  });

  it('reports a remote that cannot be loaded', async () => {
    registerRemoteLoader(async () => {
      throw new Error('billing is down');
    });
    render(<Host enabled />);
    expect(await screen.findByText('failed: billing is down')).toBeInTheDocument();
  });
});
