import Box from '@mui/material/Box';
import { apiAssetUrl } from '../../../api/assetUrl';

/**
 * A supplier's logo as a cacheable image by URL. Decorative by default (the supplier's name is
 * written beside it); give `alt` where the logo stands alone, e.g. as a checkbox's label.
 */
export function SupplierLogo({
  url,
  alt = '',
  height = 40,
}: {
  url?: string | null;
  alt?: string;
  height?: number;
}) {
  if (!url) return null;
  return (
    <Box
      component="img"
      src={apiAssetUrl(url)}
      alt={alt}
      // The bundled logos are 200 x 48: reserve the space so the page does not shift as they load.
      width={Math.round((height * 200) / 48)}
      height={height}
      decoding="async"
      sx={{ display: 'block', height, width: 'auto', maxWidth: '100%' }}
    />
  );
}
