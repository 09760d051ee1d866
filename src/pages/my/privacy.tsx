import { ConfigDocument } from './components/ConfigDocument';

export default function PrivacyPage() {
  return <ConfigDocument field="privacy" />;
}
