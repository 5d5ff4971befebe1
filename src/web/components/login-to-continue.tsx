import { Button, type ButtonProps } from "@mantine/core";
import { IconLogin } from "@tabler/icons-react";
import { useLocation } from "react-router";
import { Link } from "../lib/lang-router";
import { loginPath } from "../lib/session/login-path";

/** For visitors: a button to the login page that comes back here afterwards. */
export function LoginToContinue({ label, ...props }: ButtonProps & { label: string }) {
  const location = useLocation();
  return (
    <Button
      component={Link}
      to={loginPath(location.pathname + location.search)}
      variant="light"
      leftSection={<IconLogin size={18} aria-hidden />}
      {...props}
    >
      {label}
    </Button>
  );
}
