import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const looks = {
  edit: { variant: 'light', color: undefined },
  'set-default': { variant: 'subtle', color: undefined },
  delete: { variant: 'subtle', color: 'red' },
} as const;

/** One action on a saved address, named with the address's alias for screen readers ("Delete Madrid store"). */
export const AddressActionButton = ({
  action,
  alias,
  onClick,
  isDisabled,
}: {
  action: keyof typeof looks;
  alias: string;
  onClick: () => void;
  isDisabled?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      {...looks[action]}
      onClick={onClick}
      disabled={isDisabled}
      aria-label={t(`addresses.actions.${action}-named`, { name: alias })}
    >
      {t(`addresses.actions.${action}`)}
    </Button>
  );
};
