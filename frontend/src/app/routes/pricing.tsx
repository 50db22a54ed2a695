import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

import { StandalonePage } from '@/components/ui/StandalonePage';
import { paths } from '@/config/paths';
import { PricingPage } from '@/features/billing';
import { useIsSignedIn } from '@/lib/auth/use-session';

import { VisitorActions } from '../layout/VisitorActions';

/** /pricing (spec 1, 2): open to everyone; the current plan is marked when signed in. */
export function PricingRoute() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  useDocumentTitle(`${t('titles.pricing', { ns: 'billing' })} · ${t('app.name')}`);
  return (
    <StandalonePage home={signedIn ? paths.myVideos : paths.login} actions={<VisitorActions signedIn={signedIn} />}>
      <PricingPage />
    </StandalonePage>
  );
}

export { PricingRoute as Component };
