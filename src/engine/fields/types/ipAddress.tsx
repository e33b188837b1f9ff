import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { lookupPlace } from '../../../api/ipGeo';
import { TextInput } from './_text';
import type { FieldTypeView } from './_types';
import { t } from '../../../i18n/translator';

/** The place of an IP, from the configured geolocation service, asked once per IP (api/ipGeo.ts). */
function Place({ ip }: { ip: string }) {
  const [place, setPlace] = useState<string>();
  useEffect(() => {
    let live = true;
    void lookupPlace(ip).then((found) => live && setPlace(found));
    return () => {
      live = false;
    };
  }, [ip]);
  return (
    <Typography.Text type="secondary" className="ip-place" data-testid="ip-place">
      {place ?? t('Locating…')}
    </Typography.Text>
  );
}

const ipAddress: FieldTypeView = {
  Input: (props) => <TextInput {...props} mono />,
  Display: ({ value }) =>
    typeof value === 'string' && value ? (
      <span className="ip-address">
        <span className="mono">{value}</span> <Place ip={value} />
      </span>
    ) : null,
};
export default ipAddress;
