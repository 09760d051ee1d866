import { usePublicConfig } from '../../api/config';
import { ConfigDocument } from './ConfigDocument';

export default function UserAgreement() {
  return <ConfigDocument config={usePublicConfig()} field="agreement" />;
}
