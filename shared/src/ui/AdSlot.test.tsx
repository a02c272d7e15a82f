import { screen } from '@testing-library/react';
import { givenSession, renderPage, TEST_USER } from '../../test/render';
import { DEFAULT_RUNTIME_CONFIG, useRuntimeConfig } from '../config';
import { AD_SLOT_ID, AdSlot } from './AdSlot';

const adScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('adsbygoogle'));

afterEach(() => {
  useRuntimeConfig.setState(DEFAULT_RUNTIME_CONFIG, true);
  adScripts().forEach((s) => s.remove());
});

describe('AdSlot (spec §2, §6)', () => {
  it('shows the fixed-id slot to guests, without loading any ad script when no ad client is configured', () => {
    givenSession(null);
    renderPage(<AdSlot />);
    const slot = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(slot).toHaveAttribute('id', AD_SLOT_ID);
    expect(adScripts()).toHaveLength(0);
  });

  it('shows the slot to Free-plan users', () => {
    givenSession({ ...TEST_USER, plan: 'Free' });
    renderPage(<AdSlot />);
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  });

  it('hides it from paid plans', () => {
    givenSession({ ...TEST_USER, plan: 'Pro' });
    renderPage(<AdSlot />);
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });

  it('loads the ad script once, only when an ad client is configured', () => {
    useRuntimeConfig.setState({ ...DEFAULT_RUNTIME_CONFIG, adClient: 'ca-pub-123' }, true);
    givenSession(null);
    renderPage(
      <>
        <AdSlot />
        <AdSlot />
      </>,
    );
    expect(adScripts()).toHaveLength(1);
    expect(adScripts()[0]!.src).toContain('client=ca-pub-123');
  });

  it('asks the network for the configured ad slot', () => {
    useRuntimeConfig.setState({ ...DEFAULT_RUNTIME_CONFIG, adClient: 'ca-pub-123', adSlot: '4567890' }, true);
    givenSession(null);
    const { container } = renderPage(<AdSlot />);
    const unit = container.querySelector('ins.adsbygoogle');
    expect(unit).toHaveAttribute('data-ad-client', 'ca-pub-123');
    expect(unit).toHaveAttribute('data-ad-slot', '4567890');
  });
});
