import { usePublicConfig } from '../../api/config';
import { ConfigDocument } from './ConfigDocument';

export default function PrivacyPolicy() {
  return <ConfigDocument config={usePublicConfig()} field="privacy" />;
}
