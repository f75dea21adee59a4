import { Modal, Text } from '@mantine/core';
import type { SecretStatus } from '../../../contract/secrets';
import { useT } from '../../lib/i18n';
import { SECRET_STATUS_LABELS } from '../../lib/secret-queries';
import { type Mark, MarkForm } from './mark-form';

/** Marks `count` selected findings as `status`, asking why; closes when the server took it. */
export function MarkDialog({
  count,
  status,
  onClose,
  onMark,
}: {
  count: number;
  status: SecretStatus;
  onClose: () => void;
  onMark: (mark: Mark) => Promise<void>;
}) {
  const _ = useT();
  const label = SECRET_STATUS_LABELS[status];
  return (
    <Modal
      opened
      onClose={onClose}
      title={_('secrets.mark.title', { count, status: label })}
      centered
      closeButtonProps={{ 'aria-label': _('secrets.mark.close') }}
    >
      <Text size="sm" mb="md">
        {_('secrets.mark.intro', { status })}
      </Text>
      <MarkForm
        status={{ fixed: status }}
        submitLabel={() => _('secrets.mark.submit', { count, status: label })}
        onMark={async (mark) => {
          await onMark(mark);
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}
