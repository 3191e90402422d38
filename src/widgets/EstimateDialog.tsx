/**
 * The help-me-estimate modal (spec section 2): the five questions in order, one at a time, each
 * answered by choosing one of its options. Answering the last one sets the answers in the journey
 * (whose estimateUsage action calculates the usage) and closes; Cancel closes without answering.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useList } from '../../engine/react/index.js';
import { t } from '../i18n/t';

/** One question: the journey field it answers, its wording and its list. */
export interface EstimateQuestion {
  field: string;
  title: string;
  list: string;
}

/** Props of {@link EstimateDialog}. */
export interface EstimateDialogProps {
  open: boolean;
  questions: readonly EstimateQuestion[];
  /** Called with every answer once the last question is answered. */
  onAnswered(answers: Record<string, number>): void;
  onCancel(): void;
}

/** The help-me-estimate modal. */
export function EstimateDialog({ open, questions, onAnswered, onCancel }: EstimateDialogProps) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const question = questions[step];
  const list = useList(question?.list ?? '');
  const options = list.items.map((item) => ({ id: Number(item.value), name: item.label }));
  const loading = list.status !== 'done';

  const close = () => {
    setStep(0);
    setAnswers({});
    onCancel();
  };
  const answer = (id: number) => {
    const next = { ...answers, [question.field]: id };
    if (step + 1 >= questions.length) {
      setStep(0);
      setAnswers({});
      onAnswered(next);
    } else {
      setAnswers(next);
      setStep(step + 1);
    }
  };
  const titleId = 'estimate-dialog-title';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quote.estimate.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {t('quote.estimate.progress', { step: step + 1, total: questions.length })}
        </Typography>
        {loading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <span>{t('quote.estimate.loading')}</span>
          </Stack>
        ) : (
          <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
            <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
              {question?.title}
            </Typography>
            {options.map((o) => (
              <Button
                key={o.id}
                variant={answers[question.field] === o.id ? 'contained' : 'outlined'}
                onClick={() => answer(o.id)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
                fullWidth
              >
                {o.name}
              </Button>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('quote.estimate.back')}</Button> : null}
        <Button onClick={close}>{t('quote.estimate.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
