import { OfferingPropertyPage } from '@kernel/offering/property-page';

export default function PropertyPage() {
  return <OfferingPropertyPage kind="PACKAGE" />;
}
