import { usePublicConfig } from '../../api/config';
import { ConfigDocument } from '../../ui/ConfigDocument';

export default function AgreementPage() {
  return <ConfigDocument config={usePublicConfig()} field="agreement" />;
}
