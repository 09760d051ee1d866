import { ConfigDocument } from './components/ConfigDocument';

export default function AgreementPage() {
  return <ConfigDocument field="agreement" />;
}
