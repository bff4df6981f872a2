import { Alert } from "@mantine/core";
import type { TAccountDetail } from "@q2c/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { BrandingForm, type BrandingFormProps } from "./branding-form.tsx";
import { accountIsBrandable, notBrandableReason } from "./branding-model.ts";

/** The branding form for a brandable account (foundation §1), otherwise why there is none. */
export function BrandingSection(props: BrandingFormProps & { account: TAccountDetail }) {
  if (!accountIsBrandable(props.account)) {
    return (
      <Alert
        variant="light"
        color="blue"
        title="Branding is not available"
        icon={<IconInfoCircle aria-hidden />}
      >
        {notBrandableReason(props.account)}
      </Alert>
    );
  }
  return <BrandingForm {...props} />;
}
