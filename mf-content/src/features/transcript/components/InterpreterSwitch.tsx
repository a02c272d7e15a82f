import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DeferredTooltip, useSession } from '@ccl/shared';
import { useNavigate } from 'react-router-dom';

export const INSUFFICIENT_CREDIT_TOOLTIP = "You don't have sufficient credit to use this feature";
const LABEL = 'Show Interpreter & Audio';

/**
 * The 'Show Interpreter & Audio' switch (spec §4, §6): a guest who flips it is sent to /signup; a
 * signed-in user may use it only when the server says giveFree, otherwise it is disabled with a tooltip.
 */
export function InterpreterSwitch({
  checked,
  onChange,
  giveFree,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  giveFree: boolean;
}) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();

  if (user && !giveFree) {
    return (
      <DeferredTooltip title={INSUFFICIENT_CREDIT_TOOLTIP}>
        {/* A disabled input fires no events, so the wrapper carries the tooltip (and takes focus for keyboard users). */}
        <span tabIndex={0} data-testid="interpreter-switch-wrapper" style={{ display: 'inline-flex' }}>
          <FormControlLabel control={<Switch checked={false} disabled />} label={LABEL} sx={{ mr: 0 }} />
        </span>
      </DeferredTooltip>
    );
  }

  return (
    <FormControlLabel
      control={<Switch checked={user ? checked : false} onChange={(_event, next) => (user ? onChange(next) : navigate('/signup'))} />}
      label={LABEL}
      sx={{ mr: 0 }}
    />
  );
}
