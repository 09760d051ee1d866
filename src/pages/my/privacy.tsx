import { usePublicConfig } from '../../api/config';
import { ConfigDocument } from '../../ui/ConfigDocument';

export default function PrivacyPage() {
  return <ConfigDocument config={usePublicConfig()} field="privacy" />;
}
