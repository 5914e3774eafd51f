/**
 * The organisation switcher of the app bar (spec §4, §6): an admin picks the active organisation in a native
 * select labelled "Organization" (keyboard- and test-friendly); anyone else sees their organisation's name under
 * the same label.
 */
import { Box, NativeSelect, Typography } from '@mui/material';
import { useId } from 'react';
import { useActiveOrganization } from '../authProvider/ActiveOrganization';

/** Select (admins) or name (others) of the active organisation, labelled "Organization". */
export function OrganizationSwitcher() {
  const { organizations, active, isAdmin, switchTo } = useActiveOrganization();
  const id = useId();
  if (!isAdmin) {
    return (
      <Typography component="span" aria-label="Organization" sx={{ fontWeight: 500, px: 1 }}>
        {active?.name ?? ''}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ color: 'inherit', opacity: 0.85 }}>
        Organization
      </Typography>
      <NativeSelect
        id={id}
        value={active?.id ?? ''}
        onChange={(e) => switchTo(e.target.value)}
        disableUnderline
        sx={{
          color: 'inherit',
          bgcolor: 'rgba(255,255,255,0.15)',
          borderRadius: 1,
          pl: 1,
          minWidth: 200,
          '& .MuiNativeSelect-icon': { color: 'inherit' },
          '& option': { color: 'text.primary' },
        }}
      >
        {organizations.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
