import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { FieldIconButton } from './auth-button';
import { AuthTextField, type AuthTextFieldProps } from './auth-text-field';

/** A password input with a show/hide toggle. The toggle's name avoids the word "password", so
 * finding the field by its label stays unambiguous. */
export function PasswordField({ id, ...props }: Omit<AuthTextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <AuthTextField
      {...props}
      id={inputId}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <FieldIconButton
          type="button"
          aria-label={t(isVisible ? 'hidePassword' : 'showPassword')}
          aria-controls={inputId}
          onClick={() => setIsVisible((visible) => !visible)}
          onMouseDown={(event) => event.preventDefault()}
        >
          {isVisible ? <VisibilityOffOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </FieldIconButton>
      }
    />
  );
}
